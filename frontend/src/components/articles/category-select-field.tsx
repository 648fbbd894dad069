import { ARTICLE_CATEGORIES, type ArticleCategory, isArticleCategory } from '@irl/shared';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';

/** A 'Category' filter: one of the article categories, or none ('All categories'). */
export function CategorySelectField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ArticleCategory | undefined;
  onChange: (category: ArticleCategory | undefined) => void;
}) {
  return (
    <FormField id={id} label="Category">
      {(aria) => (
        <Select
          {...aria}
          value={value ?? ''}
          onChange={(event) => onChange(isArticleCategory(event.target.value) ? event.target.value : undefined)}
        >
          <option value="">All categories</option>
          {ARTICLE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

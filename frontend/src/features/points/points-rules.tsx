import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The site's points rules, as the product states them. */
export const POINTS_RULES = [
  'Create a post: +1 point',
  'Edit an article: +1 point',
  'Donating $1 gives +100 points',
  'Points never go below 0',
] as const;

export const POINTS_SPENDING = 'Points can be spent on boosting posts, custom flairs, personal pages and transfers.';

export function PointsRules() {
  return (
    <Card data-testid="points-rules">
      <CardHeader>
        <CardTitle as="h2">How points work</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="list-disc space-y-1 pl-5">
          {POINTS_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{POINTS_SPENDING}</p>
      </CardContent>
    </Card>
  );
}

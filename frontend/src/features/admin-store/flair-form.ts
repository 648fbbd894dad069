import type { AdminFlairDto, CreateFlairDto } from '@/api/generated/types.gen';
import type { FlairAnimation } from '@/components/users/flair-badge';

export const FLAIR_ANIMATIONS: FlairAnimation[] = ['pulse', 'glow', 'rainbow', 'bounce'];

/** The editable fields as the form holds them (numbers as typed text). */
export type FlairFormValues = {
  name: string;
  displayName: string;
  description: string;
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  pointCost: string;
  price: string;
  requiresApplication: boolean;
  isAnimated: boolean;
  animationType: FlairAnimation;
};

export function formValuesOf(flair: AdminFlairDto | null): FlairFormValues {
  return {
    name: flair?.name ?? '',
    displayName: flair?.displayName ?? '',
    description: flair?.description ?? '',
    backgroundColor: flair?.backgroundColor ?? '#7c3aed',
    textColor: flair?.textColor ?? '#ffffff',
    borderColor: flair?.borderColor ?? '#5b21b6',
    pointCost: String(flair?.pointCost ?? 100),
    price: String(flair?.price ?? 0),
    requiresApplication: flair?.requiresApplication ?? false,
    isAnimated: flair?.isAnimated ?? false,
    animationType: flair?.animationType ?? 'pulse',
  };
}

/** The request body; the server validates every field again and answers {field, reason}. */
export function toFlairBody(values: FlairFormValues): CreateFlairDto {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    description: values.description.trim(),
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    borderColor: values.borderColor,
    pointCost: Number(values.pointCost),
    price: Number(values.price),
    requiresApplication: values.requiresApplication,
    isAnimated: values.isAnimated,
    animationType: values.isAnimated ? values.animationType : null,
  };
}

/** The Flairs tab's choice: a flair id, null for none, or undefined while it follows the saved one. */
export type FlairChoice = number | null | undefined;

/** How long the 'Unsaved Changes' banner stays after a save, while the refetched list settles. */
export const BANNER_CLEAR_DELAY_MS = 500;

/** The flair shown as selected: the user's choice, else the one saved as active. */
export function selectedFlair(choice: FlairChoice, savedId: number | null): number | null {
  return choice === undefined ? savedId : choice;
}

/** The banner shows while the choice differs from what is saved, and while a save settles. */
export function hasUnsavedChanges(choice: FlairChoice, savedId: number | null, settling = false): boolean {
  if (choice === undefined) return false;
  return settling || choice !== savedId;
}

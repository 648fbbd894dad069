/** The store module's error messages, named once. */
export const StoreErrors = {
  itemNotFound: 'Store item not found',
  keyTaken: 'Another store item already uses this key',
  nameTaken: 'Another active item of this kind already has this name',
} as const;

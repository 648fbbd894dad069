/** The archive module's error messages, named once. */
export const ArchiveErrors = {
  notFound: 'Archive Entry Not Found',
  unknownType: 'type must be one of: person, event, place, meme, group',
  fieldNotForType: (type: string) => `does not apply to a ${type}`,
  nameRequired: 'Name is required',
  descriptionTooShort: 'Description must be at least 10 characters',
  invalidUrl: 'must be a valid http(s) URL',
  invalidCoordinates: 'must be latitude,longitude',
} as const;

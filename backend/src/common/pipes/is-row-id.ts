import { registerDecorator, type ValidationOptions } from 'class-validator';

const MAX_INT4 = 2_147_483_647;

/** A positive integer that fits a row id (int4), checked as one rule so a bad value gives one reason. */
export function IsRowId(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isRowId',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: '$property must be a positive whole number', ...options },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT4,
      },
    });
  };
}

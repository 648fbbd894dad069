import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isReferenceUrl } from '@irl/shared';

/** An absolute http:// or https:// address (javascript:, data:, relative paths are refused). */
export function IsHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: '$property must be an http or https address', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isReferenceUrl(value) },
    });
  };
}

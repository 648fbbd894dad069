import { NotFoundException, type PipeTransform } from '@nestjs/common';

const MAX_INT4 = 2_147_483_647;

/** Parses a numeric route id; anything that cannot be a row id is simply not found (never a 500). */
export class ParseIdPipe implements PipeTransform<string | number, number> {
  constructor(private readonly notFoundMessage = 'Not Found') {}

  transform(value: string | number): number {
    // A number here was converted by the global pipe, which does so only for decimal digits.
    const id = typeof value === 'number' || /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT4) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

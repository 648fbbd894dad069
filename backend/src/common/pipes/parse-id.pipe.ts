import { NotFoundException, type PipeTransform } from '@nestjs/common';

const MAX_INT4 = 2_147_483_647;

// The uuids Nest's ParseUUIDPipe accepted (versions 1 to 8, the nil and the max uuid), so the same ids pass.
const UUID =
  /^(?:[0-9A-F]{8}-[0-9A-F]{4}-[1-8][0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}|00000000-0000-0000-0000-000000000000|FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF)$/i;

/** The answer to a malformed uuid on routes that name no resource of their own. */
export const UUID_EXPECTED = 'Validation failed (uuid is expected)';

/** What a path id must look like: a serial row id (int4), a uuid, or a provider's id pattern. */
export type IdFormat = 'row' | 'uuid' | RegExp;

/**
 * The one pipe for ids in a path. An id that cannot name a row is simply not found (404 with the
 * route's message), like an id that names none, and never reaches the database (a 500 there).
 * Row ids come out as numbers, the other formats as the text given.
 */
export class ParseIdPipe implements PipeTransform<string | number, number | string> {
  constructor(
    private readonly notFoundMessage = 'Not Found',
    private readonly format: IdFormat = 'row',
  ) {}

  /** A uuid path id; the message defaults to the one malformed uuids have always had. */
  static uuid(notFoundMessage = UUID_EXPECTED): ParseIdPipe {
    return new ParseIdPipe(notFoundMessage, 'uuid');
  }

  transform(value: string | number): number | string {
    if (this.format === 'row') return this.rowId(value);
    const pattern = this.format === 'uuid' ? UUID : this.format;
    if (typeof value !== 'string' || !pattern.test(value)) throw new NotFoundException(this.notFoundMessage);
    return value;
  }

  private rowId(value: string | number): number {
    // A number here was converted by the global pipe, which does so only for decimal digits.
    const id = typeof value === 'number' || /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT4) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

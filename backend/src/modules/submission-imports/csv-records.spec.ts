import { Readable } from 'node:stream';
import { csvRecords, decodeCell, invalidUtf8At, isBlankRecord } from './csv-records.js';

const recordsOf = async (bytes: Buffer, startByte = 0) => {
  const out: { cells: string[]; endByte: number }[] = [];
  for await (const record of csvRecords(Readable.from([bytes]), startByte)) {
    out.push({ cells: record.cells.map((cell) => cell.toString('latin1')), endByte: record.endByte });
  }
  return out;
};

describe('CSV records', () => {
  it('gives one record per spreadsheet row (blank lines too) with the offset where the next starts', async () => {
    const bytes = Buffer.from('a,b\r\n\r\n"x\r\ny",2\r\n,\r\nlast,1');
    expect(await recordsOf(bytes)).toEqual([
      { cells: ['a', 'b'], endByte: 5 },
      { cells: [''], endByte: 7 },
      { cells: ['x\r\ny', '2'], endByte: 17 },
      { cells: ['', ''], endByte: 20 },
      { cells: ['last', '1'], endByte: 26 },
    ]);
    // Read on from a recorded offset, the same records follow.
    expect(await recordsOf(bytes.subarray(17), 17)).toEqual([
      { cells: ['', ''], endByte: 20 },
      { cells: ['last', '1'], endByte: 26 },
    ]);
  });

  it('keeps a byte that is not UTF-8 and finds it', async () => {
    const [record] = await recordsOf(Buffer.from('Z\u00fcrich,ok', 'latin1'));
    expect(record.cells[0]).toBe('Z\u00fcrich');
    expect(decodeCell(Buffer.from('Z\u00fcrich', 'latin1'))).toEqual({ invalidByte: 0xfc, position: 1 });
    expect(decodeCell(Buffer.from('Z\u00fcrich'))).toEqual({ text: 'Z\u00fcrich' });
    expect(invalidUtf8At(Buffer.from('\u65e5\u672c'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from([0x61, 0xe6, 0x97]))).toBe(1);
    expect(invalidUtf8At(Buffer.from([0xc0, 0x80]))).toBe(0);
    expect(invalidUtf8At(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0);
  });

  it('calls a row blank when every cell is empty or spaces', () => {
    expect(isBlankRecord([Buffer.from('')])).toBe(true);
    expect(isBlankRecord([Buffer.from(''), Buffer.from('  ')])).toBe(true);
    expect(isBlankRecord([Buffer.from(''), Buffer.from('x')])).toBe(false);
  });
});

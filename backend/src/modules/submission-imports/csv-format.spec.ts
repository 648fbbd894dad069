import { SubmissionType } from '@irl/shared';
import {
  CsvRecordCounter,
  encodingProblem,
  errorReportCsv,
  guardCell,
  headerProblem,
  rowInput,
  templateCsv,
} from './csv-format.js';

describe('CSV format of submission batches', () => {
  it('builds a template with one header row of the type’s fields', () => {
    expect(templateCsv(SubmissionType.Group)).toBe(
      'name,description,videos,links,photos,tags,memberCount,founded,activeStatus\r\n',
    );
  });

  it('accepts the template’s columns in any order, optional ones left out, and names missing, unknown and repeated ones', () => {
    const columns = templateCsv(SubmissionType.Meme).trim().split(',');
    expect(headerProblem(SubmissionType.Meme, [...columns].reverse())).toBeNull();
    expect(headerProblem(SubmissionType.Meme, ['description', 'name'])).toBeNull();
    expect(headerProblem(SubmissionType.Meme, ['name', 'origin'])).toContain('missing: description');
    const problem = headerProblem(SubmissionType.Meme, ['name', 'name', 'colour']);
    expect(problem).toContain('missing: description');
    expect(problem).toContain('unknown: colour');
    expect(problem).toContain('repeated: name');
  });

  it('leaves blank cells out and splits list fields on |', () => {
    expect(rowInput(['name', 'tags', 'origin'], ['Doge', 'dogs| irl |', ' '])).toEqual({
      name: 'Doge',
      tags: ['dogs', ' irl ', ''],
    });
  });

  it('refuses UTF-16, binary and empty files at once and leaves bytes that are not UTF-8 to the rows', () => {
    expect(encodingProblem(Buffer.from('name\nZürich\n'))).toBeNull();
    expect(encodingProblem(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('name\n')]))).toBeNull();
    expect(encodingProblem(Buffer.from([0xff, 0xfe, 0x6e, 0x00]))).toMatch(/UTF-16/);
    expect(encodingProblem(Buffer.from('Z\u00fcrich', 'latin1'))).toBeNull();
    expect(encodingProblem(Buffer.from([0x6e, 0x00, 0x61]))).toMatch(/binary/);
    expect(encodingProblem(Buffer.alloc(0))).toMatch(/empty/);
  });

  it('guards formula-like cells and quotes cells that need it', () => {
    expect(guardCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(guardCell('+1')).toBe("'+1");
    expect(guardCell('-1')).toBe("'-1");
    expect(guardCell('@x')).toBe("'@x");
    expect(guardCell('plain')).toBe('plain');
    expect(guardCell('=a,"b"')).toBe('"\'=a,""b"""');
    expect(errorReportCsv([{ rowNumber: 3, field: 'name', reason: 'Name is required' }])).toBe(
      'row,field,reason\r\n3,name,Name is required\r\n',
    );
  });

  it('counts records across slices, with quoted line breaks, escaped quotes, a BOM and blank lines', () => {
    const text = Buffer.from('\ufeffname,description\r\n"A ""b""","line\nbreak"\r\n\r\nC,d\nE,f');
    for (const cut of [1, 2, 5, 17, text.length]) {
      const counter = new CsvRecordCounter(1024);
      for (let i = 0; i < text.length; i += cut) counter.push(text.subarray(i, i + cut));
      expect(counter.finish()).toBe(4);
    }
    const open = new CsvRecordCounter(1024);
    open.push(Buffer.from('name\n"never closed\n'));
    expect(open.finish()).toBeNull();
  });

  it('names the row (blank lines counted) of the first record longer than the limit', () => {
    const counter = new CsvRecordCounter(10);
    counter.push(Buffer.from('name,x\r\n\r\n"a\nb",c\r\nabcdefghijk,l\r\nshort\r\n'));
    expect(counter.oversizedRow).toBe(4);
    const fits = new CsvRecordCounter(10);
    fits.push(Buffer.from('name,x\r\nabcdefg\r\n'));
    expect(fits.oversizedRow).toBeNull();
  });
});

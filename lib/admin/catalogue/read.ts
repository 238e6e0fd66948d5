import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '@/lib/errors';
import { CSV_COLUMNS, HINDI_COLUMNS } from './cells';

/** Most lines one file may hold: a larger catalogue is imported in parts. */
export const MAX_IMPORT_ROWS = 50_000;

export type CsvRecord = {
  /** The file's line number where the record ends (the header is line 1). */
  line: number;
  cells: Record<string, string>;
  /** Cells the line lacks against the header (a short line). */
  missing: number;
  /** Whether the file has the stock_at_export column (see plan.ts for what it is for). */
  hasBaseline: boolean;
};

const optional = new Set<string>(['stock_at_export', ...HINDI_COLUMNS]);
const REQUIRED = CSV_COLUMNS.filter((c) => !optional.has(c));

/**
 * The records of an uploaded catalogue file, parsed as they stream in (never the whole file in memory):
 * a byte order mark is dropped, headers are matched without case or spaces, a missing column refuses the
 * file, and a file that is not CSV (an unclosed quote) is a 400 naming the line.
 */
export async function* readCatalogueCsv(file: Readable): AsyncGenerator<CsvRecord> {
  let header: string[] = [];
  const parser = file.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      columns: (names: string[]) => {
        header = names.map((n) => n.trim().toLowerCase());
        const absent = REQUIRED.filter((c) => !header.includes(c));
        if (absent.length) {
          throw badRequest(
            `The file has no column ${absent.map((c) => `"${c}"`).join(', ')}. Export the catalogue for a file with every column.`,
          );
        }
        return header;
      },
    }),
  );
  file.on('error', (error) => parser.destroy(error));
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number };
    }>) {
      if (++rows > MAX_IMPORT_ROWS) {
        throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} lines. Import it in parts.`);
      }
      const cells: Record<string, string> = {};
      let missing = 0;
      for (const column of header) {
        const value = record[column];
        if (value === undefined) missing++;
        cells[column] = value ?? '';
      }
      yield { line: info.lines, cells, missing, hasBaseline: header.includes('stock_at_export') };
    }
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

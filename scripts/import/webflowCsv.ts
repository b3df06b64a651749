/**
 * Webflow CSV export → `locations` rows (mapping of DESIGN.md §4.2). Pure: parses and checks a
 * file, says which rows it rejects and why; writing is importLocations.ts's job.
 */
import Papa from 'papaparse';
import { parseCoordinate } from '../../src/domain/coordinates.ts';
import type { LocationRow } from '../../src/domain/rows.ts';

/** Webflow column → locations column. */
export const COLUMN_MAP = {
  Slug: 'slug',
  'Item ID': 'webflow_item_id',
  'Collection ID': 'webflow_collection_id',
  'Created On': 'created_on',
  'Updated On': 'updated_on',
  'Published On': 'published_on',
  video: 'video_url',
  'Slider Images': 'slider_images',
  'Hero image (eventueel)': 'hero_image',
  'Spotify Url': 'spotify_url',
  'Route Google maps link': 'maps_link',
  Introtekst: 'intro',
  'Content artikel': 'article_nl',
  'Content artikel EN': 'article_en',
  'Titel pin-point': 'title_nl',
  'Titel pin-point EN': 'title_en',
  'Titel artikelpagina': 'article_title',
  'Publicatie Url Link': 'publication_url',
  'Content type': 'content_type',
  'Categorie new': 'category',
  'Latitude - Pin-point': 'lat',
  'Longitude - Pin-point': 'lng',
  'Schrijver van het artikel': 'author',
  'Naam, maker van de afbeelding': 'image_credit',
} as const;

/** Every content type the CMS uses; the last three are imported but never served. */
export const KNOWN_CONTENT_TYPES = ['Artikel', 'Kaart', 'nvt', 'Publicaties', 'Archived'] as const;

/** The `locations` columns an import writes, in the order of the mapping. */
export type ImportedColumn = (typeof COLUMN_MAP)[keyof typeof COLUMN_MAP];
export const IMPORTED_COLUMNS: readonly ImportedColumn[] = Object.values(COLUMN_MAP);

/**
 * A `locations` row as the import writes it: the mapped columns of LocationRow (the server
 * adds id, audio_url, locked and change_seq). A row without an Item ID or a known content
 * type is rejected, so an imported row always has both.
 */
export type LocationImportRow = Omit<
  Pick<LocationRow, ImportedColumn>,
  'webflow_item_id' | 'content_type'
> & { webflow_item_id: string; content_type: string };

export interface RowIssue {
  /** 1-based line of the record in the file, counting the header as line 1. */
  line: number;
  itemId: string | null;
  title: string | null;
  reason: string;
}

export interface ParsedFile {
  rows: { line: number; row: LocationImportRow }[];
  rejected: RowIssue[];
  warnings: RowIssue[];
  /** Set when the file as a whole cannot be imported (no data, wrong columns). */
  fatal: string | null;
}

const text = (v: string | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** Webflow writes dates like "Mon Jan 15 2024 10:30:00 GMT+0000 (Coordinated Universal Time)". */
function parseDate(v: string | undefined): { value: string | null; bad: boolean } {
  const t = text(v);
  if (!t) return { value: null, bad: false };
  const ms = Date.parse(t.replace(/\s*\(.*\)\s*$/, ''));
  return Number.isNaN(ms)
    ? { value: null, bad: true }
    : { value: new Date(ms).toISOString(), bad: false };
}

const contentTypeOf = (v: string | null): string | undefined =>
  KNOWN_CONTENT_TYPES.find((k) => k.toLowerCase() === v?.toLowerCase());

/**
 * A coordinate as a number, or null with a warning when it is there but not numeric or out of
 * range: the story stays, it just gets no marker on the map.
 */
function coordinate(
  raw: string | undefined,
  name: 'lat' | 'lng',
  warn: (reason: string) => void,
): number | null {
  if (!text(raw)) return null;
  const n = parseCoordinate(raw);
  const limit = name === 'lat' ? 90 : 180;
  if (n === null || Math.abs(n) > limit) {
    warn(
      `${name === 'lat' ? 'Latitude' : 'Longitude'} "${raw}" is not a valid coordinate; stored empty`,
    );
    return null;
  }
  return n;
}

function mapRecord(
  rec: Record<string, string>,
  warn: (reason: string) => void,
): { row?: LocationImportRow; reject?: string } {
  const itemId = text(rec['Item ID']);
  if (!itemId) return { reject: 'missing Item ID' };
  const rawType = text(rec['Content type']);
  const contentType = contentTypeOf(rawType);
  if (!contentType) {
    return {
      reject: rawType
        ? `unknown Content type "${rawType}" (known: ${KNOWN_CONTENT_TYPES.join(', ')})`
        : 'missing Content type',
    };
  }
  const title = text(rec['Titel pin-point']);
  if (!title && !['nvt', 'Publicaties', 'Archived'].includes(contentType)) {
    return { reject: 'missing Titel pin-point' };
  }

  const dates = {
    created_on: parseDate(rec['Created On']),
    updated_on: parseDate(rec['Updated On']),
    published_on: parseDate(rec['Published On']),
  };
  for (const [name, d] of Object.entries(dates)) {
    if (d.bad) warn(`${name} is not a date; stored empty`);
  }
  const lat = coordinate(rec['Latitude - Pin-point'], 'lat', warn);
  const lng = coordinate(rec['Longitude - Pin-point'], 'lng', warn);

  return {
    row: {
      slug: text(rec.Slug),
      webflow_item_id: itemId,
      webflow_collection_id: text(rec['Collection ID']),
      created_on: dates.created_on.value,
      updated_on: dates.updated_on.value,
      published_on: dates.published_on.value,
      video_url: text(rec.video),
      slider_images: (rec['Slider Images'] ?? '')
        .split('; ')
        .map((s) => s.trim())
        .filter(Boolean),
      hero_image: text(rec['Hero image (eventueel)']),
      spotify_url: text(rec['Spotify Url']),
      maps_link: text(rec['Route Google maps link']),
      intro: text(rec.Introtekst),
      article_nl: text(rec['Content artikel']),
      article_en: text(rec['Content artikel EN']),
      title_nl: title,
      title_en: text(rec['Titel pin-point EN']),
      article_title: text(rec['Titel artikelpagina']),
      publication_url: text(rec['Publicatie Url Link']),
      content_type: contentType,
      category: text(rec['Categorie new']),
      // Both or neither: half a position cannot be drawn.
      lat: lat !== null && lng !== null ? lat : null,
      lng: lat !== null && lng !== null ? lng : null,
      author: text(rec['Schrijver van het artikel']),
      image_credit: text(rec['Naam, maker van de afbeelding']),
    },
  };
}

export function parseWebflowCsv(csv: string): ParsedFile {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const result: ParsedFile = { rows: [], rejected: [], warnings: [], fatal: null };
  const fields = parsed.meta.fields ?? [];
  const missing = ['Item ID', 'Titel pin-point', 'Content type'].filter((f) => !fields.includes(f));
  if (missing.length > 0) {
    result.fatal = `not a Webflow locations export: missing column(s) ${missing.join(', ')}`;
    return result;
  }

  const badRecords = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.row !== undefined) badRecords.set(e.row, e.message);
  }
  // Record index → its first line in the file (quoted fields may span several lines).
  const lines = recordStartLines(csv, parsed.data.length);
  const seen = new Map<string, number>();

  parsed.data.forEach((rec, i) => {
    const line = lines[i] ?? i + 2;
    const itemId = text(rec['Item ID']);
    const title = text(rec['Titel pin-point']);
    const issue = (reason: string): RowIssue => ({ line, itemId, title, reason });
    const parseError = badRecords.get(i);
    if (parseError) {
      result.rejected.push(issue(`CSV error: ${parseError}`));
      return;
    }
    const warnings: RowIssue[] = [];
    const mapped = mapRecord(rec, (reason) => warnings.push(issue(reason)));
    if (!mapped.row) {
      result.rejected.push(issue(mapped.reject ?? 'rejected'));
      return;
    }
    const first = seen.get(mapped.row.webflow_item_id);
    if (first !== undefined) {
      result.rejected.push(issue(`duplicate Item ID (first on line ${first})`));
      return;
    }
    seen.set(mapped.row.webflow_item_id, line);
    result.warnings.push(...warnings);
    result.rows.push({ line, row: mapped.row });
  });
  return result;
}

/** Line numbers where each record starts, counting quotes so embedded newlines are skipped. */
function recordStartLines(csv: string, records: number): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let atRecordStart = true;
  let headerDone = false;
  for (let i = 0; i < csv.length && starts.length < records; i++) {
    const ch = csv[i];
    if (atRecordStart && ch !== '\n' && ch !== '\r') {
      if (headerDone) starts.push(line);
      atRecordStart = false;
    }
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === '\n') {
      line++;
      if (!inQuotes) {
        atRecordStart = true;
        headerDone = true;
      }
    }
  }
  return starts;
}

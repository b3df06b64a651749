import { isValidLatLng, type LatLng } from './geo.ts';

/**
 * Plain decimal notation only: optional sign, digits, and one decimal separator. A comma is
 * accepted as the separator because Dutch spreadsheets export "52,3628"; thousands
 * separators, exponents and hex are not coordinates and are rejected.
 */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A coordinate from the content source ("decimals as text or numbers") as a number, or null
 * when it is not numeric: '', 'abc', null, NaN, Infinity, booleans and objects give null.
 */
export function parseCoordinate(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const text = v.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Both parts parsed and inside the valid ranges, or null: the map draws only these. */
export function parseLatLng(lat: unknown, lng: unknown): LatLng | null {
  const la = parseCoordinate(lat);
  const ln = parseCoordinate(lng);
  if (la === null || ln === null) return null;
  const p = { lat: la, lng: ln };
  return isValidLatLng(p) ? p : null;
}

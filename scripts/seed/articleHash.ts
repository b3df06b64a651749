import { createHash } from 'node:crypto';

const part = (text: string | null): string =>
  text === null ? '-' : `${Buffer.byteLength(text, 'utf8')}:${text}`;

/**
 * The hash the server sends with a location's article (`private.article_hash` in
 * 20261124000200_article_hash.sql), computed the same way: the first 16 hex digits of the md5
 * of both bodies, each as its byte length, ':' and its text, or '-' when null. The bundle
 * carries it for its own articles, so a device does not fetch again what it was shipped with.
 */
export function articleHash(nl: string | null, en: string | null): string {
  return createHash('md5')
    .update(`${part(nl)}|${part(en)}`, 'utf8')
    .digest('hex')
    .slice(0, 16);
}

/** The build-time settings the browser code reads (Vite replaces them; see .env.example). */
interface ImportMetaEnv {
  readonly VITE_MAP_STYLE_URL?: string;
  readonly VITE_MAP_PMTILES_URL?: string;
  readonly VITE_BUILD_ID?: string;
}

/** What the build plugins read of an output chunk (Rollup's OutputChunk, the parts used). */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

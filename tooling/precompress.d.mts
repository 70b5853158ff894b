export declare const PRECOMPRESSED_EXTENSIONS: string[];
export declare const MIN_BYTES: number;
export declare function precompressDir(dir: string): { files: number; bytes: number; br: number; gz: number };

// tesseract.js-core ships no declarations: the Emscripten factory and the parts of Tesseract's
// TessBaseAPI (bound with WebIDL) that ocr-engine.ts calls.
declare module "tesseract.js-core/tesseract-core-simd-lstm.js" {
  export type TessBaseAPI = {
    Init(dataPath: string, languages: string, oem: number): number;
    SetPageSegMode(mode: number): void;
    SetVariable(name: string, value: string): boolean;
    /** Reads the image file at /input in the module's file system; 1 when it cannot. */
    SetImageFile(exifOrientation: number, angle: number): number;
    SetSourceResolution(dpi: number): void;
    GetTSVText(page: number): string;
    Clear(): void;
    End(): void;
  };
  export type TesseractModule = {
    FS: {
      mkdir(path: string): void;
      writeFile(path: string, data: Uint8Array): void;
      unlink(path: string): void;
    };
    TessBaseAPI: new () => TessBaseAPI;
  };
  const factory: (options: {
    wasmBinary: ArrayBuffer;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }) => Promise<TesseractModule>;
  export default factory;
}

// Tesseract's trained models imported `with { type: "file" }`: a path to read (in the binary, a /$bunfs/ path).
declare module "*.traineddata.gz" {
  const path: string;
  export default path;
}

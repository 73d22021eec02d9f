// A PDF imported `with { type: "file" }`: its path, inside the compiled binary or on disk from source.
declare module "*.pdf" {
  const path: string;
  export default path;
}

// CSS modules are compiled by Rsbuild; TypeScript only needs their shape.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

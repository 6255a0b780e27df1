// CSS Modules: default-import the class map (css-loader `modules: { auto: true, namedExport: false }`).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

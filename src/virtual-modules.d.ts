// Modules made by the build (scripts/vite/).
declare module 'virtual:product-defaults' {
  const defaults: import('../app.config').ProductConfig
  export default defaults
}

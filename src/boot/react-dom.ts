/**
 * React and React DOM, imported on their own by src/client.tsx so that their evaluation is a task
 * of its own before the app's (docs/decisions/0028). src/hydrate.tsx imports the same modules,
 * which are then evaluated already.
 */
export { hydrateRoot } from 'react-dom/client'
export { StrictMode, startTransition } from 'react'

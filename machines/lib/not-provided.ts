/** The body of an actor a machine declares and a flow (src/flows) must give with `.provide()`. */
export function notProvided(name: string): never {
  throw new Error(`The actor "${name}" was not provided: give it with .provide({ actors }) in src/flows.`)
}

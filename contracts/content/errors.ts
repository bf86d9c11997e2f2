/**
 * Content that cannot be decoded (000 §8 "Guidelines failure"). Its own module, free of zod:
 * errors.ts reaches the browser through the error transport, and content.ts's response schema
 * would bring zod to every page with it (docs/decisions/0021).
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

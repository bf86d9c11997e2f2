/** The success envelope of the services' REST endpoints (the content service has its own shape). */
export interface Envelope<T> {
  data: T
  meta: { status: 'SUCCESS' }
}

export function envelope<T>(data: T): Envelope<T> {
  return { data, meta: { status: 'SUCCESS' } }
}

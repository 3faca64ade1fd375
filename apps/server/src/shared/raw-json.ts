/**
 * A value already serialized to JSON. Hot routes whose answer is mostly a cached document
 * return one, so the document is stringified once per change rather than once per request.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * A reply already written as JSON (an export page SQLite wrote, as UTF-8 bytes): the route sends
 * it as it is, where any other reply is serialized.
 */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}

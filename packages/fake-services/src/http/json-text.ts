/**
 * A reply already written as JSON text (an export page SQLite wrote): the route sends it as it
 * is, where any other reply is serialized.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

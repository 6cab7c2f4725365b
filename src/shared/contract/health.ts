/** `GET /api/health`: liveness and the database the server runs on. */
import { Type, type Static } from 'typebox';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
});
export type HealthStatus = Static<typeof HealthSchema>;

/** `GET /api/health`: liveness and the database the server runs on. */
import { Type, type Static } from 'typebox';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
});
export type HealthStatus = Static<typeof HealthSchema>;

/**
 * `GET /api/ready` (issue 20): the server can serve, its database answering and its file store
 * (the disk's uploads folder or the S3 bucket) reachable. A load balancer sends traffic on 200
 * and holds it back on 503; /api/health stays the liveness check.
 */
export const ReadySchema = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  storage: Type.Union([Type.Literal('disk'), Type.Literal('s3')]),
});
export type ReadyStatus = Static<typeof ReadySchema>;

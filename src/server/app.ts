/**
 * The application, assembled in layers as in fastify/demo: external plugins (headers, parsers,
 * compression, OpenAPI), then the app's own plugins (database, repositories, mail, auth, errors),
 * then the routes, and last the built client with its fallback.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import actorPlugin from './plugins/app/actor.js';
import afterAnswerPlugin from './plugins/app/after-answer.js';
import uploadsPlugin from './files/uploads.js';
import authPlugin from './plugins/app/auth.js';
import databasePlugin from './plugins/app/database.js';
import errorsPlugin from './plugins/app/errors.js';
import fileStorePlugin from './plugins/app/file-store.js';
import gracefulClosePlugin from './plugins/app/graceful-close.js';
import jobsPlugin from './plugins/app/jobs.js';
import { REDACTED_LOG_PATHS } from './plugins/app/log-redaction.js';
import requestIdPlugin, { requestIdOptions } from './plugins/app/request-id.js';
import mailPlugin from './plugins/app/mail.js';
import paymentsPlugin from './plugins/app/payments.js';
import paymentEventsPlugin from './plugins/app/payment-events.js';
import methodNotAllowedPlugin from './plugins/app/method-not-allowed.js';
import metricsPlugin from './plugins/app/metrics.js';
import noticeSendingPlugin from './plugins/app/notice-sending.js';
import reminderSchedulerPlugin from './plugins/app/reminder-scheduler.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import secretBoxPlugin from './plugins/app/secret-box.js';
import sessionCachePlugin from './plugins/app/session-cache.js';
import smsPlugin from './plugins/app/sms.js';
import bodyParsers, { BODY_LIMIT_BYTES } from './plugins/external/body-parsers.js';
import clientPlugin, { notFoundHandler } from './plugins/external/client.js';
import securityHeaders from './plugins/external/security-headers.js';
import swaggerPlugin from './plugins/external/swagger.js';
import apiRoutes from './routes/api/index.js';
import metricsRoutes from './routes/metrics.js';
import { formatValidationErrors } from './plugins/app/validation-messages.js';
import { validatorCompiler } from './plugins/app/validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type App = FastifyInstance;

/** Builds the app (database opened and migrated); call `listen` or `inject`, then `close`. */
export async function buildApp(config: AppConfig): Promise<App> {
  const app = Fastify({
    logger:
      config.logger === false
        ? false
        : {
            level: config.logger === true ? 'info' : config.logger,
            redact: REDACTED_LOG_PATHS,
            ...(config.logStream ? { stream: config.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    // A request id on every log line and answer (issue 20): the trusted proxy's, or a UUID.
    ...requestIdOptions(config.trustProxy ?? false),
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);

  await app.register(requestIdPlugin);
  // First of the close hooks (issue 20): answers in flight go out before anything else stops.
  await app.register(gracefulClosePlugin);
  await app.register(securityHeaders);
  await app.register(compress);
  // Parses Cookie (the browser's session, issue 12) before the auth hook runs; sets Set-Cookie.
  await app.register(cookie);
  await app.register(bodyParsers);
  await app.register(swaggerPlugin);

  await app.register(databasePlugin);
  await app.register(repositoriesPlugin);
  await app.register(sessionCachePlugin);
  // The durable job queue (issue 19): app.jobs, stopped before the database closes.
  await app.register(jobsPlugin);
  // Request counts and times, queue depth, the pool (issue 20): app.metrics, when METRICS_TOKEN.
  await app.register(metricsPlugin);
  // Dues billing and reminders on the schedule's days (issue 19): queued on app.jobs, once.
  await app.register(reminderSchedulerPlugin);
  // Before any hook that may answer: every request has its actor (request.trail).
  await app.register(actorPlugin);
  await app.register(mailPlugin);
  // SMS for notices and reminders (issue 19): app.sms, Termii or DATA_DIR/outbox/sms.
  await app.register(smsPlugin);
  // Where vetted uploads live (issue 20): app.fileStore, DATA_DIR/uploads or the S3 bucket.
  await app.register(fileStorePlugin);
  // Sends notices' e-mails and SMS in batches, off the request (issue 19): NOTICE_JOBS.sendBatch.
  await app.register(noticeSendingPlugin);
  await app.register(secretBoxPlugin);
  // Paystack, a community's account and settling a transaction (issue 18): app.payments.
  await app.register(paymentsPlugin);
  await app.register(afterAnswerPlugin);
  // Webhook events processed after their answer, and retried by a poller (issue 18).
  await app.register(paymentEventsPlugin);
  await app.register(authPlugin);
  await app.register(errorsPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(uploadsPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  // Outside /api: for the operator's Prometheus, behind METRICS_TOKEN (issue 20).
  await app.register(metricsRoutes);

  if (config.clientDir) await app.register(clientPlugin, { clientDir: config.clientDir });
  app.setNotFoundHandler(notFoundHandler(config.clientDir));
  return app;
}

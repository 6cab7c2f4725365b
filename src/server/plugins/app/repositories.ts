import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The repositories, the only place with SQL; routes reach the data through `app.repos`. */
export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);

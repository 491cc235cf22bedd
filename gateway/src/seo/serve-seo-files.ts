import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { parseSitemapFileName, ROBOTS_PATH, SITEMAP_FILES_PREFIX, SITEMAP_INDEX_PATH } from './site-urls';
import { SitemapService } from './sitemap.service';

/** Crawlers read these files seldom; an hour old is fresh enough, and a shared cache may keep them. */
const CACHE_CONTROL = 'public, max-age=3600';

const send = (reply: FastifyReply, type: string, body: string) => reply.header('Cache-Control', CACHE_CONTROL).type(type).send(body);

/**
 * Serves /robots.txt, /sitemap.xml and /sitemaps/{pages,products-n}.xml at the site's root, beside
 * the SPA's files and outside /api: they are files for crawlers, not calls of the API, so they are
 * Fastify routes like the SPA's (serveSpa) rather than Nest controllers, every one of which is an
 * /api route declared in libs/contracts. Their errors still leave through the gateway's exception
 * filter (Nest's Fastify error handler): an unknown file is a 404, a catalog that is down a 503.
 * Answers are compressed and given ETags by the hooks every answer goes through (compressAnswers).
 */
export function serveSeoFiles(app: NestFastifyApplication): void {
  const sitemaps = app.get(SitemapService);
  const server = app.getHttpAdapter().getInstance();
  server.get(ROBOTS_PATH, (_request, reply) => send(reply, 'text/plain; charset=utf-8', sitemaps.robots()));
  server.get(SITEMAP_INDEX_PATH, async (request, reply) => send(reply, 'application/xml; charset=utf-8', await sitemaps.index(request.context)));
  // A wildcard, not a parameter: a name of any length is a 404 here, not the router's 414.
  server.get(`${SITEMAP_FILES_PREFIX}*`, async (request, reply) => {
    const name = parseSitemapFileName((request.params as { '*': string })['*']);
    const xml = name && (await sitemaps.file(name, request.context));
    if (!xml) throw new NotFoundException('No such sitemap file');
    return send(reply, 'application/xml; charset=utf-8', xml);
  });
}

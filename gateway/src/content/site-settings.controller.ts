import { Controller } from '@nestjs/common';
import { GetSiteSettings, siteApi } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../common/request-context';
import { Route } from '../common/route.decorator';

@Controller()
export class SiteSettingsController {
  constructor(private readonly client: RequestClient) {}

  /** Only what a shopper may read: the route's schema drops the address and GST registration. */
  @Route(siteApi.getSiteSettings)
  async get(@Context() ctx: RequestContext) {
    const { settings } = await this.client.request(GetSiteSettings, {}, ctx);
    return { shopName: settings.shopName, contact: settings.contact, socialLink: settings.socialLink };
  }
}

import { Module } from '@nestjs/common';
import { OutboxModule } from '@shop/messaging';
import { ContentForStaffService } from './content-for-staff.service';
import { ContentHandler } from './content.handler';
import { SiteSettingsService } from './site-settings.service';

/** The shop's settings, and categories and blog posts as the back office edits them (issue 18). */
@Module({
  imports: [OutboxModule],
  controllers: [ContentHandler],
  providers: [SiteSettingsService, ContentForStaffService],
})
export class ContentModule {}

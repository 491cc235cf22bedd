import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CUSTOMER_CONFIG, type CustomerConfig } from '../config';
import { StaffService } from './staff.service';

/** At start-up, the owner the settings name (STAFF_OWNER_EMAIL) is staff, so the back office is never locked. */
@Injectable()
export class StaffOwner implements OnApplicationBootstrap {
  constructor(
    @Inject(CUSTOMER_CONFIG) private readonly config: CustomerConfig,
    private readonly staff: StaffService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.staff.provisionOwner(this.config.STAFF_OWNER_EMAIL);
  }
}

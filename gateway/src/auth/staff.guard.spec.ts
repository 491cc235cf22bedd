import { ForbiddenException, ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { adminStaffApi, catalogApi } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { Route } from '../common/route.decorator';
import { StaffPermissionGuard } from './staff.guard';

class Handlers {
  @Route(adminStaffApi.listStaff)
  listStaff() {
    return [];
  }

  @Route(catalogApi.listCategories)
  listCategories() {
    return [];
  }
}

const contextFor = (request: { context: RequestContext; staffUnknown?: boolean }) =>
  ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

const staff = (role: 'owner' | 'manager') => ({ id: 1, email: 'o@example.in', name: 'O', role });

describe('StaffPermissionGuard', () => {
  it("is put on every route that names a staff permission by Route(), and on no other", () => {
    const guards = Reflect.getMetadata(GUARDS_METADATA, Handlers.prototype.listStaff) as unknown[];
    expect(guards).toEqual([expect.any(StaffPermissionGuard)]);
    expect(Reflect.getMetadata(GUARDS_METADATA, Handlers.prototype.listCategories)).toBeUndefined();
  });

  it('answers 401 signed out, 403 for a role without the permission, and lets the right role through', () => {
    const guard = new StaffPermissionGuard('staff.manage');
    expect(() => guard.canActivate(contextFor({ context: { correlationId: 'c' } }))).toThrow(UnauthorizedException);
    expect(() => guard.canActivate(contextFor({ context: { correlationId: 'c', staff: staff('manager') } }))).toThrow(ForbiddenException);
    expect(guard.canActivate(contextFor({ context: { correlationId: 'c', staff: staff('owner') } }))).toBe(true);
  });

  it('answers 503 when who is signed in could not be checked', () => {
    const guard = new StaffPermissionGuard('audit.read');
    expect(() => guard.canActivate(contextFor({ context: { correlationId: 'c' }, staffUnknown: true }))).toThrow(ServiceUnavailableException);
  });
});

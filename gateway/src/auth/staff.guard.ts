import { ForbiddenException, ServiceUnavailableException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { roleMay, type Permission } from '@shop/contracts';
import type { RequestContext, StaffIdentity } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';

/** The staff member the staff session hook found, or the right refusal: 401 signed out, 503 when it could not tell. */
export function signedInStaff(request: FastifyRequest): StaffIdentity {
  const { staff } = request.context as RequestContext;
  if (staff) return staff;
  if (request.staffUnknown) throw new ServiceUnavailableException('The back office cannot check who is signed in right now, please try again shortly');
  throw new UnauthorizedException('Please sign in to the back office');
}

/**
 * A back-office route's permission (`route.staff`), checked before its handler: 401 without a
 * live staff session, 403 when the role lacks the permission. `Route()` applies it to every route
 * that names one; the owning service checks again (`staffMay`).
 */
export class StaffPermissionGuard implements CanActivate {
  constructor(private readonly permission: Permission) {}

  canActivate(context: ExecutionContext): boolean {
    const staff = signedInStaff(context.switchToHttp().getRequest<FastifyRequest>());
    if (!roleMay(staff.role, this.permission)) throw new ForbiddenException(`A ${staff.role} may not do this (${this.permission})`);
    return true;
  }
}

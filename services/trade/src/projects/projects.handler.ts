import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CloseProject, CreateProject, GetProject, ListProjects, UpdateProject, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsHandler {
  constructor(private readonly projects: ProjectsService) {}

  @HandleRequest(ListProjects)
  list(@Payload() request: ParsedRequestOf<typeof ListProjects>, @Ctx() ctx: RequestContext) {
    return this.projects.list(ctx, request.status);
  }

  @HandleRequest(GetProject)
  get(@Payload() request: ParsedRequestOf<typeof GetProject>, @Ctx() ctx: RequestContext) {
    return this.projects.get(ctx, request.id);
  }

  @HandleRequest(CreateProject)
  create(@Payload() request: ParsedRequestOf<typeof CreateProject>, @Ctx() ctx: RequestContext) {
    return this.projects.create(ctx, request);
  }

  @HandleRequest(UpdateProject)
  update(@Payload() request: ParsedRequestOf<typeof UpdateProject>, @Ctx() ctx: RequestContext) {
    return this.projects.update(ctx, request);
  }

  @HandleRequest(CloseProject)
  close(@Payload() request: ParsedRequestOf<typeof CloseProject>, @Ctx() ctx: RequestContext) {
    return this.projects.close(ctx, request);
  }
}

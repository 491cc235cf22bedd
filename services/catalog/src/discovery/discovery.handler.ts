import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PickSurprise, RecommendArtworks, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest } from '@shop/messaging';
import { DiscoveryService } from './discovery.service';

@Controller()
export class DiscoveryHandler {
  constructor(private readonly discovery: DiscoveryService) {}

  @HandleRequest(RecommendArtworks)
  recommend(@Payload() request: ParsedRequestOf<typeof RecommendArtworks>) {
    return this.discovery.recommend(request.answers, request.seed);
  }

  @HandleRequest(PickSurprise)
  surprise(@Payload() request: ParsedRequestOf<typeof PickSurprise>) {
    return this.discovery.surprise(request.seed);
  }
}

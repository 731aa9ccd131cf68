import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { postNewsSchema, type PostNewsInput } from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody } from '../common/validation';
import { NewsService } from './news.service';

/** News during a placement (docs/product.md#placement-news); the rules are the service's. */
@ApiTags('news')
@ApiBearerAuth()
@Controller('api')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Access('news.post')
  @Post('placements/:id/news')
  post(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @ValidBody(postNewsSchema) body: PostNewsInput) {
    return this.news.post(user, id, body);
  }

  @Access('news.list')
  @Get('placements/:id/news')
  list(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.news.list(user, id);
  }

  @Access('news.delete')
  @Delete('news/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.news.remove(user, id);
  }

  @Access('news.publish')
  @Post('news/:id/publish')
  @HttpCode(200)
  publish(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.news.publish(user, id);
  }

  @Access('news.unpublish')
  @Delete('news/:id/publish')
  unpublish(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.news.unpublish(user, id);
  }
}

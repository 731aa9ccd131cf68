import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import {
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
  unsubscribeSchema,
  type SavedSearchCreateInput,
  type SavedSearchUpdateInput,
  type UnsubscribeInput,
} from '@petfoster/contracts/schemas';
import type { SavedSearch } from '@petfoster/contracts';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { NoStore } from '../common/cache-policy';
import { IdPipe, ValidBody } from '../common/validation';
import { SavedSearchesService } from './saved-searches.service';

/** A family's saved searches (docs/product.md#saved-searches); the rules are the service's. */
@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('api/me/saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Access('savedSearch.list')
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<SavedSearch[]> {
    return this.searches.list(user);
  }

  @Access('savedSearch.create')
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @ValidBody(savedSearchCreateSchema) body: SavedSearchCreateInput,
  ): Promise<SavedSearch> {
    return this.searches.create(user, body);
  }

  @Access('savedSearch.update')
  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(savedSearchUpdateSchema) body: SavedSearchUpdateInput,
  ): Promise<SavedSearch> {
    return this.searches.update(user, id, body);
  }

  @Access('savedSearch.delete')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.searches.remove(user, id);
  }
}

/**
 * The alert mails' unsubscribe (docs/mail.md#saved-search-alerts): mail clients doing RFC 8058 one-click POST
 * `List-Unsubscribe=One-Click` (a form body) here with the token in the query; a JSON `{token}` works too. A GET
 * never unsubscribes: link scanners follow links.
 */
@ApiTags('saved-searches')
@Controller('api/saved-searches/unsubscribe')
export class SavedSearchUnsubscribeController {
  constructor(private readonly searches: SavedSearchesService) {}

  @NoStore()
  @Access('savedSearch.unsubscribe')
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Alertes de cette recherche désactivées' })
  async unsubscribe(
    @ValidBody(unsubscribeSchema) body: UnsubscribeInput,
    @Query('token') queryToken?: unknown,
  ): Promise<void> {
    await this.searches.unsubscribe(body.token ?? (typeof queryToken === 'string' ? queryToken : ''));
  }
}

import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe } from '../common/validation';
import { FavouritesService } from './favourites.service';

/** A family's favourites (docs/product.md#favourites); the rules are the service's. */
@ApiTags('favourites')
@ApiBearerAuth()
@Controller('api/me/favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Access('favourite.list')
  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.favourites.list(user);
  }

  @Access('favourite.add')
  @Put(':animalId')
  @HttpCode(204)
  async add(@CurrentUser() user: AuthUser, @Param('animalId', IdPipe) animalId: number): Promise<void> {
    await this.favourites.add(user, animalId);
  }

  @Access('favourite.remove')
  @Delete(':animalId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('animalId', IdPipe) animalId: number): Promise<void> {
    await this.favourites.remove(user, animalId);
  }
}

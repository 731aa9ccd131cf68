import { Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  addAnimalPhotoSchema,
  reorderAnimalPhotosSchema,
  type AddAnimalPhotoInput,
  type ReorderAnimalPhotosInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody } from '../common/validation';
import { AnimalPhotosService } from './animal-photos.service';

/** An animal's gallery (docs/product.md#animal-gallery); the photos themselves are read with GET /api/animals/{id}. */
@ApiTags('animals')
@ApiBearerAuth()
@Controller('api/animals/:id/photos')
export class AnimalPhotosController {
  constructor(private readonly photos: AnimalPhotosService) {}

  @Access('animal.addPhoto')
  @Post()
  add(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(addAnimalPhotoSchema) body: AddAnimalPhotoInput,
  ) {
    return this.photos.add(user, id, body);
  }

  @Access('animal.orderPhotos')
  @Put('order')
  order(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(reorderAnimalPhotosSchema) body: ReorderAnimalPhotosInput,
  ) {
    return this.photos.order(user, id, body);
  }

  @Access('animal.removePhoto')
  @Delete(':photoId')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Param('photoId', IdPipe) photoId: number,
  ): Promise<void> {
    await this.photos.remove(user, id, photoId);
  }
}

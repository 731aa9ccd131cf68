import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  animalListQuerySchema,
  createAnimalSchema,
  updateAnimalSchema,
  type AnimalCreateInput,
  type AnimalListQuery,
  type AnimalUpdateInput,
} from '@petfoster/contracts/schemas';
import type { Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { NoStore } from '../common/cache-policy';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { AnimalsService } from './animals.service';

@ApiTags('animals')
@ApiBearerAuth()
@Controller('api/animals')
export class AnimalsController {
  constructor(private readonly animals: AnimalsService) {}

  @Access('animal.list')
  @Get()
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching animals' })
  async list(
    @ValidQuery(animalListQuerySchema) query: AnimalListQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { animals, total } = await this.animals.list(query);
    response.setHeader('X-Total-Count', String(total));
    return animals;
  }

  // Its identification reaches its association and the family fostering it: the answer depends on the viewer.
  @NoStore()
  @Access('animal.read')
  @Get(':id')
  findOne(@CurrentUser() user: AuthUser | undefined, @Param('id', IdPipe) id: number) {
    return this.animals.findOne(user, id);
  }

  @Access('animal.create')
  @Post()
  create(@CurrentUser() user: AuthUser, @ValidBody(createAnimalSchema) body: AnimalCreateInput) {
    return this.animals.create(user, body);
  }

  @Access('animal.update')
  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(updateAnimalSchema) body: AnimalUpdateInput,
  ) {
    return this.animals.update(user, id, body);
  }

  @Access('animal.delete')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.animals.remove(user, id);
  }
}

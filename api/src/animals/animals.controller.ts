import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { IdPipe, Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { createAnimalSchema, updateAnimalSchema } from './dto/animals.schemas';
import { AnimalsService, ListQuery } from './animals.service';

@ApiTags('animals')
@ApiBearerAuth()
@Controller('api/animals')
export class AnimalsController {
  constructor(private readonly animals: AnimalsService) {}

  @Public()
  @Get()
  @ApiQuery({ name: 'species', required: false, description: 'Chien, Chat, Lapin (or all); anything else is a 400' })
  @ApiQuery({ name: 'limit', required: false, description: '1..100; absent: every animal' })
  @ApiQuery({ name: 'offset', required: false })
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching animals' })
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) response: Response) {
    const { animals, total } = await this.animals.list(query);
    response.setHeader('X-Total-Count', String(total));
    return animals;
  }

  @Public()
  @Get(':id')
  findOne(@Param('id', IdPipe) id: number) {
    return this.animals.findOne(id);
  }

  @Post()
  @ApiBody({ schema: toOpenApi(createAnimalSchema) })
  create(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(createAnimalSchema)) body: Parsed<typeof createAnimalSchema>,
  ) {
    return this.animals.create(user, body);
  }

  @Put(':id')
  @ApiBody({ schema: toOpenApi(updateAnimalSchema) })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Body(new SchemaPipe(updateAnimalSchema)) body: Parsed<typeof updateAnimalSchema>,
  ) {
    return this.animals.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.animals.remove(user, id);
  }
}

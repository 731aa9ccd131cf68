import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { IdPipe, Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { RequestsService } from '../requests/requests.service';
import { checkRequestSchema, createAnimalSchema, createRequestSchema, updateAnimalSchema } from './dto/animals.schemas';
import { AnimalsService, ListQuery } from './animals.service';

@ApiTags('animals')
@ApiBearerAuth()
@Controller('api/animals')
export class AnimalsController {
  constructor(
    private readonly animals: AnimalsService,
    private readonly requests: RequestsService,
  ) {}

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

  @Post('requests')
  @Throttled('request')
  @ApiBody({ schema: toOpenApi(createRequestSchema) })
  createRequest(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(createRequestSchema)) body: Parsed<typeof createRequestSchema>) {
    return this.requests.create(user, body);
  }

  @Post('check-requests')
  @HttpCode(200)
  @ApiBody({ schema: toOpenApi(checkRequestSchema) })
  checkRequest(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(checkRequestSchema)) body: Parsed<typeof checkRequestSchema>) {
    return this.requests.exists(user, body.animal_id, body.family_id);
  }

  @Public()
  @Get(':id')
  findOne(@Param('id', IdPipe) id: number) {
    return this.animals.findOne(id);
  }

  @Post()
  @ApiBody({ schema: toOpenApi(createAnimalSchema) })
  create(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(createAnimalSchema)) body: Parsed<typeof createAnimalSchema>) {
    return this.animals.create(user, body);
  }

  @Put(':id')
  @ApiBody({ schema: toOpenApi(updateAnimalSchema) })
  update(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body(new SchemaPipe(updateAnimalSchema)) body: Parsed<typeof updateAnimalSchema>) {
    return this.animals.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.animals.remove(user, id);
  }
}

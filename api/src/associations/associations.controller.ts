import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { notFound } from '../common/permissions';
import { IdPipe, SchemaPipe, toOpenApi } from '../common/validation';
import { AnimalsService } from '../animals/animals.service';
import {
  AssociationRegistrationInput,
  associationRegistrationSchema,
  AssociationUpdateInput,
  associationUpdateSchema,
} from './dto/associations.schemas';
import type { Response } from 'express';
import { AssociationsService, isOwner } from './associations.service';

@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations')
export class AssociationsController {
  constructor(
    private readonly associations: AssociationsService,
    private readonly animals: AnimalsService,
  ) {}

  @Public()
  @Get()
  list() {
    return this.associations.list();
  }

  @Public()
  @Post()
  @Throttled('registration')
  @ApiBody({
    description: 'Registration payload of SPEC 3 (association)',
    schema: toOpenApi(associationRegistrationSchema),
  })
  register(@Body(new SchemaPipe(associationRegistrationSchema)) body: unknown) {
    return this.associations.register(body as AssociationRegistrationInput);
  }

  @Public()
  @Get(':id')
  findOne(
    @CurrentUser() viewer: AuthUser | undefined,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Public and cacheable, except the association's own read, which adds its notifications choice (issue 15).
    res.setHeader('Vary', 'Authorization');
    if (isOwner(viewer, id)) res.setHeader('Cache-Control', 'no-store');
    return this.associations.findOne(id, viewer);
  }

  @Public()
  @Get(':id/animals')
  async animalsOf(@Param('id', IdPipe) id: number) {
    if (!(await this.associations.exists(id))) throw notFound();
    return { animals: await this.animals.listForAssociation(id) };
  }

  @Put(':userId')
  @ApiBody({ description: 'Fields to change (blank = unchanged)', schema: toOpenApi(associationUpdateSchema) })
  update(
    @CurrentUser() user: AuthUser,
    @Param('userId', IdPipe) userId: number,
    @Body(new SchemaPipe(associationUpdateSchema)) body: unknown,
  ) {
    return this.associations.update(user, userId, body as AssociationUpdateInput);
  }

  @Delete(':associationId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('associationId', IdPipe) associationId: number): Promise<void> {
    await this.associations.remove(user, associationId);
  }
}

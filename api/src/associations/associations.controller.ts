import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import {
  associationRegistration,
  associationUpdateSchema,
  type AssociationRegistrationInput,
  type AssociationUpdateInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { Throttled } from '../auth/throttling';
import { notFound } from '../common/permissions';
import { IdPipe, ValidBody } from '../common/validation';
import { AnimalsService } from '../animals/animals.service';
import type { Response } from 'express';
import { AssociationsService, isOwner } from './associations.service';

/** The validation rules (docs/product.md#validation), and a chosen password must not be a common one (docs/security.md#second-pass). */
const registrationSchema = associationRegistration(chosenPassword);

@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations')
export class AssociationsController {
  constructor(
    private readonly associations: AssociationsService,
    private readonly animals: AnimalsService,
  ) {}

  @Access('association.list')
  @Get()
  list() {
    return this.associations.list();
  }

  @Access('association.register')
  @Post()
  @Throttled('registration')
  register(
    @ValidBody(registrationSchema, 'Registration payload of docs/product.md#entities (association)')
    body: AssociationRegistrationInput,
  ) {
    return this.associations.register(body);
  }

  @Access('association.read')
  @Get(':id')
  findOne(
    @CurrentUser() viewer: AuthUser | undefined,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Public and cacheable, except the association's own read, which adds its notifications choice (docs/mail.md).
    res.setHeader('Vary', 'Authorization');
    if (isOwner(viewer, id)) res.setHeader('Cache-Control', 'no-store');
    return this.associations.findOne(id, viewer);
  }

  @Access('association.animals')
  @Get(':id/animals')
  async animalsOf(@CurrentUser() viewer: AuthUser | undefined, @Param('id', IdPipe) id: number) {
    const own = isOwner(viewer, id);
    if (!(await this.associations.exists(id, own))) throw notFound();
    return { animals: await this.animals.listForAssociation(id, own) };
  }

  @Access('association.update')
  @Put(':userId')
  update(
    @CurrentUser() user: AuthUser,
    @Param('userId', IdPipe) userId: number,
    @ValidBody(associationUpdateSchema, 'Fields to change (blank = unchanged)') body: AssociationUpdateInput,
  ) {
    return this.associations.update(user, userId, body);
  }

  @Access('association.delete')
  @Delete(':associationId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('associationId', IdPipe) associationId: number): Promise<void> {
    await this.associations.remove(user, associationId);
  }
}

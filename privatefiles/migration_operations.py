"""Moves files uploaded before they were private out of the public media folder, under unguessable names."""

from django.core.files.storage import storages

from .storage import PrivateUploadTo


def move_to_private_storage(app_label: str, model_name: str, field: str, prefix: str):
    """A RunPython function for the migration that makes ``field`` private."""

    def forwards(apps, schema_editor):
        model = apps.get_model(app_label, model_name)
        public, private, upload_to = storages["default"], storages["private"], PrivateUploadTo(prefix)
        for instance in model.objects.exclude(**{field: ""}).iterator():
            old_name = getattr(instance, field).name
            if not public.exists(old_name):
                continue
            with public.open(old_name, "rb") as handle:
                new_name = private.save(upload_to(instance, old_name), handle)
            model.objects.filter(pk=instance.pk).update(**{field: new_name})
            public.delete(old_name)

    return forwards

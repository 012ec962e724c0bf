from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe

from notifications import services


@login_required
@require_safe
def notification_list(request):
    notifications = request.user.notifications.all()[:100]
    return render(request, "notifications/notification_list.html", {"notifications": notifications})


@login_required
@require_POST
def notification_read(request, pk: int):
    services.notification_mark_read(recipient=request.user, notification_id=pk)
    return redirect("notifications:list")
